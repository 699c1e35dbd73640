import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../form/richText';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml (messages, announcements, rich text)', () => {
  it('keeps ordinary formatting, links and harmless inline styles', () => {
    const html = '<p style="color: red; text-align: center">Hi <b>there</b> <a href="https://example.com/x">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a style element', '<style>input[value^="a"]{background:url(https://evil.example/a)}</style><p>text</p>'],
    ['a style element with @import', '<style>@import url("https://evil.example/x.css");</style><p>text</p>'],
    ['@import without url()', '<style>@import "https://evil.example/x.css";</style><p>text</p>'],
    ['a style sheet link', '<link rel="stylesheet" href="https://evil.example/x.css"><p>text</p>'],
    ['a style element inside other markup', '<div><p>text</p><style>*{background:url(//evil.example)}</style></div>'],
  ])('removes %s', (_name, html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<style|<link|@import|evil\.example/i);
    expect(clean).toContain('text');
  });

  it.each([
    'background:url(https://evil.example/a)',
    'background-image: URL( "https://evil.example/a" )',
    'background: image-set("https://evil.example/a" 1x)',
    'background: u\\72l(https://evil.example/a)',
    'width: expression(alert(1))',
    'color: red; /* */ background: url(//evil.example)',
  ])('drops the style attribute %s', (style) => {
    const clean = sanitizeHtml(`<p style='${style}'>text</p>`);
    expect(clean).toBe('<p>text</p>');
  });

  it('keeps images only from this site or inline data, and drops srcset', () => {
    expect(sanitizeHtml('<img src="https://evil.example/pixel.png">')).toBe('<img>');
    expect(sanitizeHtml('<img src="//evil.example/pixel.png">')).toBe('<img>');
    expect(sanitizeHtml('<img src="/files/logo.png" srcset="https://evil.example/a.png 2x">')).toBe('<img src="/files/logo.png">');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('<img src="data:image/png;base64,AAAA">');
  });

  it('removes scripts, handlers and javascript: links as before', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>')).toBe('<p>a</p><a>b</a>');
  });

  it('is what the rich-text field uses, with its own smaller tag list', () => {
    expect(sanitizeRichText('<p style="color:red">a</p><style>p{}</style><img src="/x.png">')).toBe('<p>a</p>');
  });
});
