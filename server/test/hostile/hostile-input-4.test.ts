import { vi } from "vitest";
import { hostileSuite } from "./hostile-suite.ts";

vi.mock("fastify", async (original) => (await import("./route-recorder.ts")).recordingFastify(original));

await hostileSuite({ index: 4, of: 4, file: "server/test/hostile/hostile-input-4.test.ts" });
