/** The seven callers of the access matrix, in the order each route is called. */
export const ROLES = [
  "signedOut",
  "pending",
  "outsider",
  "member",
  "owner",
  "deptAdmin",
  "superAdmin",
] as const;
/** One caller of the access matrix. */
export type Role = (typeof ROLES)[number];

/** The status each role must get from one call. */
export type Expected = Record<Role, number>;

/** The same status for everyone, signed in or not (public routes). */
export function everyone(status: number): Expected {
  return {
    signedOut: status,
    pending: status,
    outsider: status,
    member: status,
    owner: status,
    deptAdmin: status,
    superAdmin: status,
  };
}

/** Signed out 401, pending 403, every approved user `status` unless overridden. */
export function approved(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...everyone(status), signedOut: 401, pending: 403, ...overrides };
}

/** Signed out 401; a pending account is let through like an approved one. */
export function pendingToo(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...everyone(status), signedOut: 401, ...overrides };
}

/** A resource of the owner's project: invisible (404) to everyone but its member and its owner. */
export function project(member: number, owner: number): Expected {
  return approved(404, { member, owner });
}

/** Something that belongs to one user alone: `status` for them, 404 for every other approved user. */
export function ownedBy(role: Role, status: number): Expected {
  return approved(404, { [role]: status });
}

/** An `/api/admin/*` route: the super administrator gets `status`, every other user 403. */
export function adminOnly(status: number): Expected {
  return approved(403, { superAdmin: status });
}

/** A department action: visible to all approved users (403 when not allowed), `ok` for those allowed. */
export function department(ok: number, allowed: readonly Role[]): Expected {
  return approved(403, Object.fromEntries(allowed.map((r) => [r, ok])));
}
