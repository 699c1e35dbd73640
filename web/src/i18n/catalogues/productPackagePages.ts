import { appLanguages, type AppLanguage } from '../languages';

// The product package console's texts (keys `productPackage.*`), the platform operator's page. One row
// per key: zh_CN, en_US, th_TH, zh_TW. They travel with that lazy page (pages/console/productPackages/useProductPackageConsole.ts).
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['productCode', '产品包编码', 'Package code', 'รหัสแพ็กเกจ', '產品包編碼'],
  ['productName', '产品包名称', 'Package name', 'ชื่อแพ็กเกจ', '產品包名稱'],
  ['description', '说明', 'Description', 'คำอธิบาย', '說明'],
  ['duration', '有效期（月，留空不限）', 'Duration (months; blank: unlimited)', 'ระยะเวลา (เดือน เว้นว่าง: ไม่จำกัด)', '有效期（月，留空不限）'],
  ['permissionCount', '菜单与按钮', 'Menus and buttons', 'เมนูและปุ่ม', '選單與按鈕'],
  ['tenantCount', '订阅租户', 'Tenants', 'ผู้เช่าที่สมัคร', '訂閱租戶'],
  ['menus', '选择菜单', 'Pick menus', 'เลือกเมนู', '選擇選單'],
  ['menusTitle', '产品包 {{code}} 的菜单与按钮', 'Menus and buttons of the package {{code}}', 'เมนูและปุ่มของแพ็กเกจ {{code}}', '產品包 {{code}} 的選單與按鈕'],
  ['menusHint', '订阅此产品包的租户可以把勾选的菜单和按钮授予其角色', 'Tenants subscribing to this package may grant the ticked menus and buttons to their roles', 'ผู้เช่าที่สมัครแพ็กเกจนี้สามารถมอบเมนูและปุ่มที่เลือกให้บทบาทของตนได้', '訂閱此產品包的租戶可以把勾選的選單和按鈕授予其角色'],
  ['addTitle', '新增产品包', 'Add a product package', 'เพิ่มแพ็กเกจผลิตภัณฑ์', '新增產品包'],
  ['editTitle', '编辑产品包', 'Edit the product package', 'แก้ไขแพ็กเกจผลิตภัณฑ์', '編輯產品包'],
  ['deleteConfirm', '删除产品包 {{code}}？', 'Delete the product package {{code}}?', 'ลบแพ็กเกจผลิตภัณฑ์ {{code}} หรือไม่', '刪除產品包 {{code}}？'],
];

const column: Record<AppLanguage, 1 | 2 | 3 | 4> = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 };

/** The product package console's UI texts per language. */
export const productPackagePageTexts = Object.fromEntries(
  appLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`productPackage.${row[0]}`, row[column[lang]]]))]),
) as Record<AppLanguage, Record<string, string>>;
