import { loggerOptions } from './app';
import { loadConfig } from './config';

// The log reads as coloured lines for a person at a terminal and as JSON lines for a machine.

it('picks pretty on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
  expect(loadConfig({}, true).logFormat).toBe('pretty');
  expect(loadConfig({}, false).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
  expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
  expect(() => loadConfig({ LOG_FORMAT: 'yaml' }, false)).toThrow('LOG_FORMAT must be pretty or json, not yaml');
});

it('logs JSON lines through pino itself, and pretty lines through a pino-pretty stream', async () => {
  expect(await loggerOptions(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' }))).toEqual({ level: 'warn' });
  const pretty = await loggerOptions(loadConfig({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'warn' }));
  expect(pretty).toEqual({ level: 'warn', stream: expect.objectContaining({ write: expect.any(Function) }) });
});
