import { hash, verify, type Options } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes): strong, and still fast
// enough for a login to stay well under 100 ms on these machines.
// (`algorithm: 2` is Algorithm.Argon2id; the const enum cannot be imported under verbatimModuleSyntax.)
const options: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash of the password, with its salt and parameters encoded in the string. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** True when `password` matches `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the username is unknown, so that a wrong username takes
 * as long as a wrong password and timing does not reveal which accounts exist.
 */
export const decoyPasswordHash = hash('decoy-password-for-unknown-users', options);
