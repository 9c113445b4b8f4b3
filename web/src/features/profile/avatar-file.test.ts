import { describe, expect, it } from "vitest";
import { avatarFileProblem } from "./avatar-file";

const MB = 1024 * 1024;

describe("avatarFileProblem", () => {
  it("accepts an image up to 5 MB", () => {
    expect(avatarFileProblem({ type: "image/png", size: 5 * MB })).toBeNull();
    expect(avatarFileProblem({ type: "image/webp", size: 10 })).toBeNull();
  });

  it("refuses an image over 5 MB", () => {
    expect(avatarFileProblem({ type: "image/jpeg", size: 5 * MB + 1 })?.message).toBe(
      "File size must be less than 5MB",
    );
  });

  it("refuses anything that is not an image", () => {
    expect(avatarFileProblem({ type: "application/pdf", size: 10 })?.message).toBe(
      "Please select a valid image file",
    );
    expect(avatarFileProblem({ type: "", size: 10 })?.message).toBe("Please select a valid image file");
  });
});
