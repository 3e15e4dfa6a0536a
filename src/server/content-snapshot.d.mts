export declare const CONTENT_STORE_NAME: string;
export declare const PUBLISHING_STORE_NAME: string;
export declare const PENDING_BUILD_KEY: string;
export declare const LAST_SNAPSHOT_KEY: string;
export declare const DEFAULT_SNAPSHOT_PATH: string;
export declare function snapshotPath(env?: Record<string, string | undefined>): string;
export declare function readContentEntries(storeOptions?: Record<string, string>): Promise<unknown[]>;
export declare function markSnapshotTaken(storeOptions?: Record<string, string>, takenAt?: string): Promise<string>;
export declare function writeContentSnapshot(
  path: string,
  entries: unknown[],
  takenAt?: string,
): Promise<{ takenAt: string; entries: unknown[] }>;
