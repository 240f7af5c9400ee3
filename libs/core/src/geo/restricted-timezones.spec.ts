import { isRestrictedTimezone, RESTRICTED_TIMEZONES } from './restricted-timezones';

describe('restricted timezones (spec §5)', () => {
  it.each([
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Chungking',
    'Asia/Harbin',
    'Asia/Kashgar',
    'PRC',
    'Asia/Hong_Kong',
    'Hongkong',
    'Asia/Macau',
    'Asia/Macao',
  ])('restricts %s', (timezone) => {
    expect(RESTRICTED_TIMEZONES).toContain(timezone);
    expect(isRestrictedTimezone(timezone)).toBe(true);
  });

  it('holds the eleven mainland China, Hong Kong and Macau zones and nothing else', () => {
    expect(RESTRICTED_TIMEZONES).toHaveLength(11);
    expect(new Set(RESTRICTED_TIMEZONES).size).toBe(11);
  });

  it.each([
    'Asia/Taipei',
    'Asia/Singapore',
    'Asia/Tokyo',
    'Europe/Berlin',
    'UTC',
    '',
    'asia/shanghai',
  ])('does not restrict %p', (timezone) => {
    expect(isRestrictedTimezone(timezone)).toBe(false);
  });

  it('does not restrict an unknown (undefined) timezone', () => {
    expect(isRestrictedTimezone(undefined)).toBe(false);
    expect(isRestrictedTimezone()).toBe(false);
  });
});
