import { describe, expect, it } from 'vitest';
import { attachmentName } from './api-file';

describe("a downloaded report's file name", () => {
  it('takes the real name of filename*, else the plain one, else none', () => {
    expect(
      attachmentName(
        `attachment; filename="lowerthird_canal_9_2026-03-10.csv"; filename*=UTF-8''lowerthird_canal%209_2026-03-10.csv`,
      ),
    ).toBe('lowerthird_canal 9_2026-03-10.csv');
    expect(attachmentName('attachment; filename="missing-audios_2026-03-10_2026-03-10.xlsx"')).toBe(
      'missing-audios_2026-03-10_2026-03-10.xlsx',
    );
    expect(attachmentName('attachment')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
