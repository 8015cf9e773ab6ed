import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileMessages } from './precompile-messages-plugin.ts';

const compiled = (code: string) => precompileMessages(code, 'src/x.ts')?.code ?? code;

describe('precompileMessages (the production build ships no ICU parser)', () => {
  it('replaces each default message with the AST the parser gives, placeholders, plurals and skeletons included', () => {
    const code = `const m = { a: { id: 'a', defaultMessage: 'Uploading: {percent, number, ::percent}' }, b: { id: 'b', defaultMessage: \`{count, plural, one {# store} other {# stores}}\` } };`;
    const result = compiled(code);
    expect(result).toBe(
      `const m = { a: { id: 'a', defaultMessage: ${JSON.stringify(parse('Uploading: {percent, number, ::percent}'))} }, b: { id: 'b', defaultMessage: ${JSON.stringify(parse('{count, plural, one {# store} other {# stores}}'))} } };`,
    );
  });

  it('finds its place after text outside the basic Latin range (the store’s name, “quotes”, Arabic)', () => {
    const result = compiled(
      `const t = '“Maria’s store” — متجر'; const m = { defaultMessage: 'Open “{store}”’s page', description: 'x' };`,
    );
    expect(result).toBe(
      `const t = '“Maria’s store” — متجر'; const m = { defaultMessage: ${JSON.stringify(parse('Open “{store}”’s page'))} };`,
    );
  });

  it('drops each message’s description (for translators only), wherever it stands, and no other object’s', () => {
    const ast = JSON.stringify(parse('Hi'));
    expect(compiled(`f({ id: 'a', description: 'who', defaultMessage: 'Hi' });`)).toBe(
      `f({ id: 'a', defaultMessage: ${ast} });`,
    );
    expect(compiled(`f({ description: 'who', defaultMessage: 'Hi', id: 'a' }, { description: 'kept' });`)).toBe(
      `f({ defaultMessage: ${ast}, id: 'a' }, { description: 'kept' });`,
    );
    expect(compiled(`f({ id, defaultMessage: [{ type: 0, value: english }], description: 'x' });`)).toBe(
      `f({ id, defaultMessage: [{ type: 0, value: english }] });`,
    );
  });

  it('leaves an already compiled message without a description, and a module without messages, alone', () => {
    expect(precompileMessages(`f({ id, defaultMessage: [{ type: 0, value: english }] });`, 'src/x.ts')).toBeNull();
    expect(precompileMessages(`export const x = 1;`, 'src/x.ts')).toBeNull();
  });

  it('refuses a default message it cannot read at build time, naming the file', () => {
    expect(() => precompileMessages(`f({ id, defaultMessage: english });`, 'src/lib/i18n/x.ts')).toThrow(
      'src/lib/i18n/x.ts: a defaultMessage must be written out as a string',
    );
    expect(() => precompileMessages(`f({ defaultMessage: 'a' + b });`, 'src/y.ts')).toThrow('src/y.ts');
  });
});
