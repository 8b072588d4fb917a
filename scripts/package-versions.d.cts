/** Exported names per entry of a package: './table' → ['DataTable', …]. */
export type PackageExports = Record<string, string[]>;
/** What is wrong with a shared package's version, as messages; none when it is right. */
export function versionProblems(packageName: string): string[];
/** Records the package's current state, bumping its version when its sources changed; the new version. */
export function record(packageName: string): string;
/** A digest of the files a package ships and of its manifest without the version. */
export function fingerprintOf(packageDir: string): string;
/** The names each TypeScript entry of a package exports. */
export function exportsOf(packageDir: string): PackageExports;
/** The version after `version`: major when `newer` drops a name of `older`, minor when it adds one, else patch. */
export function nextVersion(version: string, older: PackageExports, newer: PackageExports): string;
