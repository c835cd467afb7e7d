import { describe, expect, test } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { evaluateMessages, precompiledModule } from './icu-precompile';

describe('precompiled catalogues', () => {
  test('format as their messages do, without parsing in the browser', () => {
    const messages = evaluateMessages(
      "export default {\n  title: 'A spot for {child}',\n  count: '{n, plural, one {# place} other {# places}}',\n};\n",
    );
    const module = precompiledModule(messages);
    const trees: unknown = JSON.parse(module.replace(/^export default /, '').replace(/;\s*$/, ''));
    const intl = createIntl({
      locale: 'fr-CA',
      messages: trees as Record<string, never>,
    });
    expect(intl.formatMessage({ id: 'title' }, { child: 'Léa' })).toBe('A spot for Léa');
    expect(intl.formatMessage({ id: 'count' }, { n: 2 })).toBe('2 places');
  });

  test('refuses a module that is not a plain messages object', () => {
    expect(() => evaluateMessages('export default { title: 3 };')).toThrow(
      'message title is not text',
    );
  });
});
