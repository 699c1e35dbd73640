import { catalogueLanguages, type Catalogue, type Catalogues } from './languages';

// Texts of the shared "never lose work" pieces (keys `designer.unsaved.*`): the draft offer, the
// question before leaving, undo/redo. One row per key: zh_CN, en_US, th_TH, zh_TW.
const rows: ReadonlyArray<readonly [key: string, zh_CN: string, en_US: string, th_TH: string, zh_TW: string]> = [
  ['draftTitle', '有未保存的修改', 'Unsaved changes', 'มีการแก้ไขที่ยังไม่บันทึก', '有未儲存的修改'],
  ['draftText', '要恢复 {{at}} 的未保存修改吗？', 'Restore the unsaved changes from {{at}}?', 'กู้คืนการแก้ไขที่ยังไม่บันทึกจาก {{at}} หรือไม่?', '要恢復 {{at}} 的未儲存修改嗎？'],
  ['draftOutdated', '这些修改基于较早的版本，之后已有人保存过。', 'These changes were based on an older version; it has been saved since.', 'การแก้ไขนี้อิงจากรุ่นเก่า หลังจากนั้นมีการบันทึกแล้ว', '這些修改基於較早的版本，之後已有人儲存過。'],
  ['restore', '恢复', 'Restore', 'กู้คืน', '恢復'],
  ['discardDraft', '丢弃', 'Discard', 'ทิ้ง', '捨棄'],
  ['leaveTitle', '有未保存的修改', 'Unsaved changes', 'มีการแก้ไขที่ยังไม่บันทึก', '有未儲存的修改'],
  ['leaveText', '离开前要保存修改吗？不保存的修改会被丢弃。', 'Save your changes before leaving? Changes not saved are discarded.', 'บันทึกการแก้ไขก่อนออกหรือไม่? การแก้ไขที่ไม่บันทึกจะถูกทิ้ง', '離開前要儲存修改嗎？不儲存的修改會被捨棄。'],
  ['leaveSave', '保存', 'Save', 'บันทึก', '儲存'],
  ['leaveDiscard', '不保存', 'Discard', 'ไม่บันทึก', '不儲存'],
  ['leaveStay', '留下', 'Stay', 'อยู่ต่อ', '留下'],
  ['saveFailed', '未能保存，请修正后再试（修改仍保留）。', 'Could not save; fix it and try again (the changes are kept).', 'บันทึกไม่สำเร็จ แก้ไขแล้วลองอีกครั้ง (การแก้ไขยังอยู่)', '未能儲存，請修正後再試（修改仍保留）。'],
  ['undo', '撤销 (Ctrl+Z)', 'Undo (Ctrl+Z)', 'เลิกทำ (Ctrl+Z)', '復原 (Ctrl+Z)'],
  ['redo', '重做 (Ctrl+Shift+Z)', 'Redo (Ctrl+Shift+Z)', 'ทำซ้ำ (Ctrl+Shift+Z)', '重做 (Ctrl+Shift+Z)'],
];

const column = { zh_CN: 1, en_US: 2, th_TH: 3, zh_TW: 4 } as const;

/** UI texts of the shared unsaved-work pieces (`shared/unsaved/`). */
export const unsavedWorkTexts: Catalogues = Object.fromEntries(
  catalogueLanguages.map((lang) => [lang, Object.fromEntries(rows.map((row) => [`designer.unsaved.${row[0]}`, row[column[lang]]])) as Catalogue]),
) as unknown as Catalogues;
