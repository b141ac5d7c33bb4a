import { setFlagsFromString } from 'node:v8';

/**
 * Production entry: `node build/service/main.js` (npm start builds first when needed).
 * React picks its build from NODE_ENV when first imported, so set it before anything loads.
 */
process.env.NODE_ENV ??= 'production';
const HEAP_GROWING_PERCENT = 50;
// V8 allocates straight into the old generation from any allocation site most of whose objects
// once survived a young-generation GC (pretenuring). A CSV export's rows are all alive while their
// batch drains to the socket, so after some CMS requests their sites were tenured and every
// export then left ~55 MB of dead rows in the old generation: RSS 300 → 450 MB over three
// exports of 50,000 enquiries, against +2 MB per export without it (docs/performance.md).
// Requests here make short-lived objects; nothing gains from guessing otherwise.
setFlagsFromString('--no-allocation-site-pretenuring');
// After each full collection V8 lets the heap grow to a multiple of what survived before the next
// one, up to 4× on a busy server with memory to spare. 10,000 distinct searches left ~75 MB alive
// but the heap at 270 MB and RSS at 450 MB (PostgreSQL) and 550 MB (PGlite) (issue 31). Growing
// by half instead collects sooner, with no ceiling an export or a backup could hit.
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
// PGlite is PostgreSQL compiled to WebAssembly. By default V8 compiles each function it calls with
// its quick baseline compiler (Liftoff), then again with its optimizing one (TurboFan) once it is
// hot, on background threads; the memory glibc keeps after those compilations stayed with the
// process, 110–120 MB of the idle server's RSS (issue 31). Compiling with TurboFan alone, on each
// function's first call, leaves 240–260 MB idle instead of 300–340 MB, with queries at full speed.
// It costs about a second at start and a slower first request of each kind (decision 0035).
// `--liftoff-only` saves as much but runs the database's heaviest queries up to 1.6 times as slow.
setFlagsFromString('--no-liftoff');
await import('./server.js');

export {};
