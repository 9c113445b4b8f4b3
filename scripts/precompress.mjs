// Writes a Brotli (.br) and a gzip (.gz) copy next to every .js, .css, .svg and .html file of the
// built web client (default web/dist, or the folder given as the first argument), at the highest
// quality: done once per build, so the server (@fastify/static `preCompressed`) sends them with no
// work per request. A copy that would not be smaller than the file is not written (nor left stale).
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html)$/;

/** Every file below `dir`, recursively. */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` for each compressible file below `dir`; returns the byte totals. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of listFiles(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const raw = readFileSync(file);
    const variants = {
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gz: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
    };
    totals.files += 1;
    totals.raw += raw.length;
    for (const [ext, bytes] of Object.entries(variants)) {
      const target = `${file}.${ext}`;
      if (bytes.length < raw.length) {
        writeFileSync(target, bytes);
        totals[ext] += bytes.length;
      } else {
        rmSync(target, { force: true });
        totals[ext] += raw.length;
      }
    }
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
  const dir = path.resolve(process.argv[2] ?? path.join(root, "web", "dist"));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    console.error(`[precompress] ${dir} is not a folder: build the web client first`);
    process.exit(1);
  }
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`[precompress] ${t.files} files: ${kb(t.raw)} raw, ${kb(t.br)} br, ${kb(t.gz)} gzip`);
}
