import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './lock';

describe('lockDataDir', () => {
  const folders: string[] = [];
  const freshFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cd-lock-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const dir = freshFolder();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    // Another live process (our parent) holding the lock:
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a dead process', () => {
    const dir = freshFolder();
    writeFileSync(join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
