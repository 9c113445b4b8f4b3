// The entry of the Trello worker thread (off-thread.ts): a worker starts without the server's
// `--import tsx`, so it registers tsx itself before it loads the TypeScript reader.
import { register } from "tsx/esm/api";

register();
await import("./trello-worker.ts");
