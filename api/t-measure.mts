import { PGlite } from '@electric-sql/pglite';
import { openPglite, migrate } from './src/db';
import { seedDemo } from './src/seed/demo';
let t = performance.now();
const raw = new PGlite(); await raw.waitReady; console.log('plain create', (performance.now()-t).toFixed(0));
const { wrapDb } = { wrapDb: null };
t = performance.now();
const db = await openPglite(); await migrate(db); await seedDemo(db, { demoMembers: 30, acmeMembers: 8 }); console.log('open+migrate+seed', (performance.now()-t).toFixed(0));
t = performance.now();
const dump = await raw.dumpDataDir('none'); console.log('dump (empty)', (performance.now()-t).toFixed(0), dump.size);
t = performance.now();
const b = new PGlite({ loadDataDir: dump }); await b.waitReady; console.log('load from dump', (performance.now()-t).toFixed(0));
for (let i = 0; i < 2; i++) { t = performance.now(); const c = new PGlite(); await c.waitReady; console.log('plain create again', (performance.now()-t).toFixed(0)); }
