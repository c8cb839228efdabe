import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig: TIME_ZONE', () => {
  it('defaults to UTC (also when set empty) and keeps a known IANA name in its canonical spelling', () => {
    expect(loadConfig({}).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: '' }).timeZone).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Australia/Sydney' }).timeZone).toBe('Australia/Sydney');
    expect(loadConfig({ TIME_ZONE: 'australia/perth' }).timeZone).toBe('Australia/Perth');
  });

  it('refuses an unknown zone at start-up, naming the variable and the value', () => {
    for (const zone of ['Mars/Olympus', 'Australia/Sydne', '+10:00', 'AEST ']) {
      expect(() => loadConfig({ TIME_ZONE: zone }), zone).toThrow(`TIME_ZONE: unknown time zone "${zone}": use an IANA name such as Australia/Sydney or UTC`);
    }
  });

  it('lists every wrong variable on a line of its own', () => {
    expect(() => loadConfig({ TIME_ZONE: 'Nowhere', PORT: '99999' })).toThrow(/^Invalid configuration:\n {2}PORT: .+\n {2}TIME_ZONE: unknown time zone "Nowhere"/);
  });
});
