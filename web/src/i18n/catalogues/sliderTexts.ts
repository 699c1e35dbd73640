import { appLanguages, type AppLanguage } from '../languages';

// Slider verification's texts (keys `slider.*`), one row per key: zh_CN, en_US, th_TH, zh_TW.
// They travel with the lazy slider chunk (pages/login/SliderVerification.tsx), not with the
// login route's first load.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['title', '安全验证', 'Security check', 'การตรวจสอบความปลอดภัย', '安全驗證'],
  ['hint', '拖动下方滑块，使拼图块与缺口吻合', 'Drag the slider so that the piece fills the gap', 'ลากแถบเลื่อนด้านล่างให้ชิ้นส่วนพอดีกับช่องว่าง', '拖動下方滑塊，使拼圖塊與缺口吻合'],
  ['handle', '拖动滑块', 'Drag the slider', 'ลากแถบเลื่อน', '拖動滑塊'],
  ['background', '验证图片', 'Puzzle picture', 'ภาพปริศนา', '驗證圖片'],
  ['piece', '拼图块', 'Puzzle piece', 'ชิ้นส่วนปริศนา', '拼圖塊'],
  ['failed', '滑块验证失败，请重试', 'Slider verification failed, please try again', 'การยืนยันด้วยการเลื่อนแถบล้มเหลว กรุณาลองใหม่', '滑塊驗證失敗，請重試'],
  ['passed', '验证通过', 'Verified', 'ยืนยันแล้ว', '驗證通過'],
  ['loading', '正在加载验证图片…', 'Loading the puzzle…', 'กำลังโหลดปริศนา…', '正在載入驗證圖片…'],
  ['loadFailed', '验证图片加载失败', 'The puzzle could not be loaded', 'โหลดปริศนาไม่สำเร็จ', '驗證圖片載入失敗'],
  ['refresh', '换一张', 'Another picture', 'เปลี่ยนภาพ', '換一張'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** Slider verification's UI texts per language. */
export const sliderTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`slider.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
