import { currentSchemaVersion, formatMessage, isDefinitionKind, validateAppPackage, type Language } from '@wharf/engine';
import type { AppPackage } from '@wharf/schemas';
import { AppError, ValidationFailed } from '../../http/errors';

/** The newest package format this platform reads (`schemaVersion` of app-package.schema.json). */
export const supportedPackageFormat = 2;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function refuseNewer(path: string, code: string, args: unknown[], lang: Language): never {
  const message = formatMessage(code, lang, args);
  throw new AppError(400, code, args, { errors: [{ path, code, message }] });
}

/**
 * A package made by a newer platform is refused before anything else, with a message naming both
 * versions: its format, a kind's schema version it declares, or a definition body's own.
 */
function refuseNewerVersions(pkg: Record<string, unknown>, lang: Language): void {
  if (typeof pkg.schemaVersion === 'number' && pkg.schemaVersion > supportedPackageFormat) {
    refuseNewer('/body/package/schemaVersion', 'appPackage/newer-format', [pkg.schemaVersion, supportedPackageFormat], lang);
  }
  if (isRecord(pkg.platformSchemaVersions)) {
    for (const [kind, version] of Object.entries(pkg.platformSchemaVersions)) {
      if (isDefinitionKind(kind) && typeof version === 'number' && version > currentSchemaVersion(kind)) {
        refuseNewer(`/body/package/platformSchemaVersions/${kind}`, 'appPackage/newer-kind', [kind, version, currentSchemaVersion(kind)], lang);
      }
    }
  }
  if (!Array.isArray(pkg.definitions)) return;
  pkg.definitions.forEach((entry: unknown, index) => {
    if (!isRecord(entry) || typeof entry.kind !== 'string' || !isDefinitionKind(entry.kind) || !isRecord(entry.body)) return;
    const version = entry.body.schemaVersion;
    if (typeof version === 'number' && version > currentSchemaVersion(entry.kind)) {
      refuseNewer(`/body/package/definitions/${index}/body/schemaVersion`, 'appPackage/newer-kind', [entry.kind, version, currentSchemaVersion(entry.kind)], lang);
    }
  });
}

/**
 * The package of a plan request, checked: newer than the platform is a 400 naming both versions;
 * otherwise the package validator's issues (shape, each definition migrated then validated,
 * references carried or declared) are a 400 at `/body/package/…`.
 */
export function checkPackage(value: unknown, lang: Language): AppPackage {
  if (!isRecord(value)) throw new ValidationFailed([{ path: '/body/package', code: 'validation/not-an-object', message: formatMessage('validation/not-an-object', lang) }]);
  refuseNewerVersions(value, lang);
  const issues = validateAppPackage(value, lang);
  if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ path: `/body/package${issue.path === '/' ? '' : issue.path}`, code: issue.code, message: issue.message })));
  return value as unknown as AppPackage;
}
