/**
 * The weekly encrypted backup, its policy per store, signing, verifying and restoring.
 * The area's face: other areas, functions, pages and scripts import only what is here.
 */
export { decryptWith, encryptTo, newKeyPair, parseIdentity, parseRecipient } from './age';
export { BACKUP_FORMAT, StoreDigest, gunzip, gzip, recordLine, type StoreSummary } from './format';
export { NO_RECIPIENT, PULL_COMMAND_ACTOR, backupStatus, downloadLatestBackup, makeBackup, warnIfMissing, weeklyDue } from './job';
export { BACKED_UP_STORES, BACKUP_POLICY, LEFT_OUT_STORES } from './policy';
export { RestoreIncompleteError, RestoreRefusedError, restoreBackup } from './restore';
export { KEEP, listRuns, readParts, requestBackup } from './runs';
export { newSigningKey, parseSigningKey } from './signing-key';
export { backupJob } from './trigger';
export { BackupCheckError, type BackupKeys } from './verify';
export { encryptedBackup } from './write';
