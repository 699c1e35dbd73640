import { appLanguages, type AppLanguage } from '../languages';

// The portal pages' texts (keys `portalPage.*`), one row per key: zh_CN, en_US, th_TH, zh_TW. They
// travel with the portal page's lazy chunk (the widgets' own texts are the renderer's `portal.*`).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['portalPage.none', '还没有为您配置门户', 'No portal has been set up for you yet', 'ยังไม่มีพอร์ทัลสำหรับคุณ', '還沒有為您設定入口網站'],
  ['portalPage.noneHint', '门户设计者发布默认门户或您所属角色的门户后，这里将显示它', 'It shows here once a portal designer publishes a default portal or one for your roles', 'จะแสดงที่นี่เมื่อผู้ออกแบบเผยแพร่พอร์ทัลเริ่มต้นหรือพอร์ทัลสำหรับบทบาทของคุณ', '入口網站設計者發佈預設入口網站或您所屬角色的入口網站後，這裡將顯示它'],
  ['portalPage.loadFailed', '门户加载失败', 'The portal could not be loaded', 'โหลดพอร์ทัลไม่สำเร็จ', '入口網站載入失敗'],
  ['portalPage.retry', '重试', 'Try again', 'ลองอีกครั้ง', '重試'],
  ['portalPage.backHome', '返回首页', 'Back to the home page', 'กลับหน้าแรก', '返回首頁'],
  ['portalPage.portalCharts', '我的报表', 'My reports', 'รายงานของฉัน', '我的報表'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

export const portalPageTexts: Record<AppLanguage, Record<string, string>> = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [row[0], row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
