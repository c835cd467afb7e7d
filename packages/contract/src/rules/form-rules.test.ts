import { describe, expect, it } from 'vitest';
import type { CustomFormRule, FormRule } from './form-rules.ts';
import { isEmptyValue, validate } from './form-rules.ts';

describe("'required'", () => {
  it('names the field in its message', () => {
    expect(validate('', ['required'], { field: 'First name' })).toBe('First name can not be empty');
  });

  it('says "This field" without a field name', () => {
    expect(validate('', ['required'])).toBe('This field can not be empty');
    expect(validate('', ['required'], { field: '  ' })).toBe('This field can not be empty');
  });

  it.each([
    ['an empty string', ''],
    ['spaces', '   '],
    ['tabs and newlines', '\t\n'],
    ['a non-breaking space', '\u00A0'],
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['NaN', Number.NaN],
    ['false (an unticked checkbox)', false],
  ])('fails for %s', (_name, value) => {
    expect(validate(value, ['required'])).toBe('This field can not be empty');
  });

  it.each([
    ['text', 'Ana'],
    ['text with spaces around', ' Ana '],
    ['0', 0],
    ['true', true],
    ['a list with an item', ['Monday']],
    ['an object', {}],
  ])('passes for %s', (_name, value) => {
    expect(validate(value, ['required'])).toBeNull();
  });
});

describe("'alpha_spaces'", () => {
  it('names the field in its message', () => {
    expect(validate('R2D2', ['alpha_spaces'], { field: 'Last name' })).toBe(
      'Last name can only contain letters and spaces',
    );
  });

  it('says "This field" without a field name', () => {
    expect(validate('R2D2', ['alpha_spaces'])).toBe(
      'This field can only contain letters and spaces',
    );
  });

  it.each([
    'Ana',
    'Mary Ann',
    'José Álvarez',
    'Zoë Çelik',
    'Søren Ødegård',
    'Ñuñez',
    'ÿves',
    'Łukasz Wałęsa',
    'Ştefan Ţuţea',
    'Đorđe',
    'Ǆemal',
    'José'.normalize('NFD'),
  ])('passes for %j', (name) => {
    expect(validate(name, ['alpha_spaces'])).toBeNull();
  });

  it.each([
    'R2D2',
    'Anna1',
    'Jean-Luc',
    "O'Brien",
    'Anna.',
    'Ana, Bob',
    'Ana_B',
    'a×b',
    'a÷b',
    'Ana\tB',
    'Иван',
    '李',
    '😀',
  ])('fails for %j', (name) => {
    expect(validate(name, ['alpha_spaces'])).toBe('This field can only contain letters and spaces');
  });

  it('lets empty values pass, leaving emptiness to required', () => {
    expect(validate('', ['alpha_spaces'])).toBeNull();
    expect(validate(null, ['alpha_spaces'])).toBeNull();
    expect(validate(undefined, ['alpha_spaces'])).toBeNull();
  });

  it('checks every item of a list', () => {
    expect(validate(['Ana', 'Zoë'], ['alpha_spaces'])).toBeNull();
    expect(validate(['Ana', 'B2'], ['alpha_spaces'])).toBe(
      'This field can only contain letters and spaces',
    );
  });

  it('fails for a number', () => {
    expect(validate(12, ['alpha_spaces'])).toBe('This field can only contain letters and spaces');
  });
});

describe("'postal_code'", () => {
  it('names the field in its message', () => {
    expect(validate('12345', ['postal_code'], { field: 'Home postal code' })).toBe(
      'Home postal code format is invalid',
    );
  });

  it('says "Postal code" without a field name', () => {
    expect(validate('12345', ['postal_code'])).toBe('Postal code format is invalid');
  });

  it.each(['M5V 2T6', 'm5v2t6', 'M5V-2T6', 'm5v-2T6'])('passes for %j', (code) => {
    expect(validate(code, ['postal_code'])).toBeNull();
  });

  it.each(['M5V  2T6', '12345', 'M5V 2T', 'M5V2T6X', 'MV5 2T6', 'M5V 2T6 '])(
    'fails for %j',
    (code) => {
      expect(validate(code, ['postal_code'])).toBe('Postal code format is invalid');
    },
  );

  it('lets an empty value pass, leaving emptiness to required', () => {
    expect(validate('', ['postal_code'])).toBeNull();
  });
});

describe("'select-required'", () => {
  it('names the item in its message', () => {
    expect(validate([], ['select-required'], { item: 'provider type' })).toBe(
      'Please select at least one provider type from the list',
    );
  });

  it('says "option" without an item name, whatever the field is called', () => {
    expect(validate([], ['select-required'], { field: 'Provider types' })).toBe(
      'Please select at least one option from the list',
    );
  });

  it.each([
    ['an empty list', []],
    ['a list of blanks', ['', null]],
    ['null', null],
    ['undefined', undefined],
    ['an empty single selection', ''],
  ])('fails for %s', (_name, value) => {
    expect(validate(value, ['select-required'])).toBe(
      'Please select at least one option from the list',
    );
  });

  it.each([
    ['one item', ['Licenced']],
    ['two items', ['Licenced', 'BabySitter']],
    ['a single selection', 'Daily'],
    ['a numeric id', 0],
  ])('passes for %s', (_name, value) => {
    expect(validate(value, ['select-required'])).toBeNull();
  });
});

describe('custom rules and the default message', () => {
  const under120: CustomFormRule = {
    name: 'max_120',
    test: (value) => typeof value === 'string' && value.length <= 120,
  };

  it('fails a custom rule without a message with "{field} is not valid."', () => {
    expect(validate('x'.repeat(121), [under120], { field: 'Bio' })).toBe('Bio is not valid.');
  });

  it('says "This field is not valid." without a field name', () => {
    expect(validate('x'.repeat(121), [under120])).toBe('This field is not valid.');
  });

  it("uses a custom rule's own message, fixed or built from the context", () => {
    const fixed: CustomFormRule = { name: 'never', test: () => false, message: 'No.' };
    const built: CustomFormRule = {
      name: 'never',
      test: () => false,
      message: ({ field }) => `${field ?? ''} is taken`,
    };
    expect(validate('a', [fixed])).toBe('No.');
    expect(validate('a', [built], { field: 'User name' })).toBe('User name is taken');
  });

  it('passes a custom rule that holds', () => {
    expect(validate('short', [under120])).toBeNull();
  });

  it('throws for a rule name it does not know', () => {
    const rules = ['email'] as unknown as FormRule[];
    expect(() => validate('a', rules)).toThrow('Unknown validation rule: email');
  });
});

describe('validate', () => {
  it('returns null when every rule passes', () => {
    expect(validate('Zoë', ['required', 'alpha_spaces'], { field: 'First name' })).toBeNull();
    expect(validate('anything', [])).toBeNull();
  });

  it('returns the first failing rule, in the order given', () => {
    const spy: CustomFormRule = { name: 'spy', test: () => false, message: 'spy failed' };
    expect(validate('', ['required', 'alpha_spaces', spy], { field: 'First name' })).toBe(
      'First name can not be empty',
    );
    expect(validate('R2', ['required', 'alpha_spaces', spy], { field: 'First name' })).toBe(
      'First name can only contain letters and spaces',
    );
    expect(validate('Ana', ['required', 'alpha_spaces', spy])).toBe('spy failed');
  });

  it('stops at the first failure without running later rules', () => {
    let laterRuleRan = false;
    const later: CustomFormRule = {
      name: 'later',
      test: () => {
        laterRuleRan = true;
        return true;
      },
    };
    validate('', ['required', later]);
    expect(laterRuleRan).toBe(false);
    validate('Ana', ['required', later]);
    expect(laterRuleRan).toBe(true);
  });

  it('lets an empty value through format rules placed before required, then fails required', () => {
    expect(validate('', ['postal_code', 'required'], { field: 'Postal code' })).toBe(
      'Postal code can not be empty',
    );
  });
});

describe('isEmptyValue', () => {
  it('treats 0 and non-blank text as values', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue('a')).toBe(false);
    expect(isEmptyValue(' ')).toBe(true);
  });
});
