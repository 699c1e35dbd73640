export { patternPresets, isPatternPreset, utf8ByteLength, type PatternPreset, type PatternPresetName } from './patternPresets';
export { compileFormRules } from './compileFormRules';
export { compileFieldChecks, type CompiledField } from './compileFieldChecks';
export { valueToText, isEmptyValue, decimalPlaces } from './valueText';
export type {
  CompiledFormRules,
  FieldRuleContext,
  UniquenessChecker,
  UniquenessRequest,
  UniquenessAnswer,
  ScriptSandboxPort,
  DictionaryLookup,
  RuleScriptInput,
  CheckRuleChecker,
} from './types';
