import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.server';

describe('rich text sanitizing', () => {
  it('keeps simple formatting and safe links', () => {
    expect(sanitizeRichText('<p>Pay <strong>once</strong>, <em>sign</em> <a href="https://example.com">here</a></p><ul><li>one</li></ul>')).toBe(
      '<p>Pay <strong>once</strong>, <em>sign</em> <a href="https://example.com">here</a></p><ul><li>one</li></ul>',
    );
  });
  it('drops scripts, event handlers, styles and javascript: links', () => {
    expect(sanitizeRichText('<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><iframe src="https://evil"></iframe>ok')).toBe('ok');
  });
  it('a link opening a new tab gets rel noopener', () => {
    expect(sanitizeRichText('<a href="https://a.b" target="_blank">a</a>')).toBe('<a href="https://a.b" target="_blank" rel="noopener noreferrer">a</a>');
  });
  it('plain text comes back with what looks like markup escaped', () => {
    expect(sanitizeRichText('1 < 2 & 3')).toBe('1 &lt; 2 &amp; 3');
  });
});
