export { patternPresets, isPatternPreset, utf8ByteLength, type PatternPreset, type PatternPresetName } from './patternPresets';
