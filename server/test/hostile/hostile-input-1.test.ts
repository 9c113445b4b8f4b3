import { vi } from "vitest";
import { hostileSuite } from "./hostile-suite.ts";

vi.mock("fastify", async (original) => (await import("./route-recorder.ts")).recordingFastify(original));

await hostileSuite({ index: 1, of: 4, file: "server/test/hostile/hostile-input-1.test.ts" });
