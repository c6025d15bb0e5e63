import { describe, expect, it } from 'vitest';
import { withRequiredChoices } from './required-choices';

describe('required choices', () => {
  const schemaSays = () => ({ studentClass: 'Invalid option: expected one of "THREE"|…', stem: 'Too small' });

  it('says which select is empty instead of the schema’s enum message, keeping other messages', () => {
    const validate = withRequiredChoices(schemaSays);
    expect(validate({ studentClass: '', subjectId: 'abc' })).toEqual({
      studentClass: 'Choose a class',
      stem: 'Too small',
    });
  });

  it('leaves chosen selects and fields the form does not have alone', () => {
    const validate = withRequiredChoices(() => ({}));
    expect(validate({ studentClass: 'SEVEN', subjectId: '' })).toEqual({ subjectId: 'Choose a subject' });
  });
});
