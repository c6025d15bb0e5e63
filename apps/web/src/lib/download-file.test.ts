import { describe, expect, it } from 'vitest';
import { attachmentName } from './download-file';

describe('attachmentName', () => {
  it('reads the quoted file name the API sends', () => {
    expect(attachmentName('attachment; filename="NB-26-27-000001.pdf"')).toBe('NB-26-27-000001.pdf');
  });

  it('prefers the encoded name, and reads an unquoted one', () => {
    expect(attachmentName(`attachment; filename="a.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)).toBe('Résumé.pdf');
    expect(attachmentName('attachment; filename=students.csv')).toBe('students.csv');
  });

  it('gives null when the header names no file', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName('attachment; filename=""')).toBeNull();
  });
});
