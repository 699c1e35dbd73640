export { indexDictionary, dictionaryTextOf, dictionaryCodeOf, type DictionaryEntry, type DictionaryIndex, type DictionaryCodeResult, type DictionaryCodeRefusal } from './dictionaryText';
