import type { Catalogue } from '../types';

/** Messages of fill rules. */
export const fillRuleCatalogue: Catalogue = {
  zh_CN: {
    'fillRule/params-not-object': '规则参数应为 JSON 对象，不能是数组',
    'fillRule/bad-prefix': '前缀最多 20 位字母、数字、下划线或横线',
    'fillRule/bad-date-format': '日期格式应为 yyyyMMdd、yyyyMM、yyyy 或空',
    'fillRule/bad-seq-length': '序号位数应为 1 到 12',
    'fillRule/bad-reset': '重置周期应为 none、day、month 或 year',
    'fillRule/bad-time-zone': '时区无效',
    'fillRule/code-exists': '规则编码 {0} 已存在',
  },
  en_US: {
    'fillRule/params-not-object': 'The rule parameters must be a JSON object, not an array',
    'fillRule/bad-prefix': 'The prefix is at most 20 letters, digits, underscores or hyphens',
    'fillRule/bad-date-format': 'The date format is yyyyMMdd, yyyyMM, yyyy or empty',
    'fillRule/bad-seq-length': 'The sequence has 1 to 12 digits',
    'fillRule/bad-reset': 'The reset period is none, day, month or year',
    'fillRule/bad-time-zone': 'Unknown time zone',
    'fillRule/code-exists': 'The rule code {0} already exists',
  },
  th_TH: {
    'fillRule/params-not-object': 'พารามิเตอร์ของกฎต้องเป็นออบเจ็กต์ JSON ไม่ใช่อาร์เรย์',
    'fillRule/bad-prefix': 'คำนำหน้ามีได้ไม่เกิน 20 ตัว เป็นตัวอักษร ตัวเลข ขีดล่าง หรือขีดกลาง',
    'fillRule/bad-date-format': 'รูปแบบวันที่ต้องเป็น yyyyMMdd, yyyyMM, yyyy หรือว่าง',
    'fillRule/bad-seq-length': 'ลำดับต้องมี 1 ถึง 12 หลัก',
    'fillRule/bad-reset': 'รอบการรีเซ็ตต้องเป็น none, day, month หรือ year',
    'fillRule/bad-time-zone': 'เขตเวลาไม่ถูกต้อง',
    'fillRule/code-exists': 'รหัสกฎ {0} มีอยู่แล้ว',
  },
  zh_TW: {
    'fillRule/params-not-object': '規則參數應為 JSON 物件，不能是陣列',
    'fillRule/bad-prefix': '前綴最多 20 位字母、數字、底線或橫線',
    'fillRule/bad-date-format': '日期格式應為 yyyyMMdd、yyyyMM、yyyy 或空',
    'fillRule/bad-seq-length': '序號位數應為 1 到 12',
    'fillRule/bad-reset': '重置週期應為 none、day、month 或 year',
    'fillRule/bad-time-zone': '時區無效',
    'fillRule/code-exists': '規則編碼 {0} 已存在',
  },
};
