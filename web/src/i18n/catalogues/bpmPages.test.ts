import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsLists } from '../../api/bpmTypes';
import { appLanguages } from '../languages';
import { bpmPageTexts } from './bpmPages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort().join();
const folder = join(import.meta.dirname, '..', '..', 'pages', 'bpm');
const sources = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name)).map((name) => readFileSync(join(folder, name), 'utf8'));

describe('the workflow pages\' texts', () => {
  it.each(appLanguages)('%s has exactly the keys of zh_CN, none empty, the same placeholders', (language) => {
    const texts = bpmPageTexts[language];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(bpmPageTexts.zh_CN).sort());
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
    expect(Object.keys(texts).filter((key) => placeholders(texts[key]!) !== placeholders(bpmPageTexts.zh_CN[key]!))).toEqual([]);
  });

  it('hold every key the pages use, including those built from data', () => {
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/['"`](bpm\.[A-Za-z0-9_.-]+[A-Za-z0-9])['"`]/g)].map((match) => match[1]!)));
    const built = [
      ...analyticsLists.map((list) => `bpm.analytics.${list}`),
      ...['instances', 'hours', 'tasks', 'rejections'].map((unit) => `bpm.analytics.unit.${unit}`),
      ...['active', 'suspended', 'completed'].map((status) => `bpm.status.${status}`),
      ...['approved', 'rejected', 'withdrawn'].map((outcome) => `bpm.outcome.${outcome}`),
      ...['design', 'active', 'suspended'].map((status) => `bpm.template.status.${status}`),
      ...['publish', 'enable', 'disable', 'suspend', 'activate'].flatMap((action) => [`bpm.template.${action}`, `bpm.template.done.${action}`]),
      ...['reject', 'transfer', 'delegate', 'addSigner'].map((action) => `bpm.action.${action}`),
      ...['mixed-nodes', 'resubmit'].map((problem) => `bpm.batch.${problem}`),
      ...['initiator', 'previous'].map((target) => `bpm.reject.${target}`),
      ...['autoPass', 'toAdmin', 'toPerson', 'initiatorApproved', 'initiatorManager'].map((resolution) => `bpm.resolution.${resolution}`),
      ...['sequential', 'all', 'any', 'ratio'].map((mode) => `bpm.multiMode.${mode}`),
    ];
    for (const key of built) used.add(key);
    expect(used.size).toBeGreaterThan(120);
    expect([...used].filter((key) => !(key in bpmPageTexts.zh_CN))).toEqual([]);
  });
});
