export {
  checkedKey,
  readWhole,
  responseBody,
  storedHash,
  UnsafeKeyError,
  within,
  type FileStore,
  type ListedFile,
  type StoredFile,
} from "./fileStore";
export { diskFileStore } from "./disk";
export { copyFiles, copyStoredFiles, STORED_FOLDERS, type CopyCount } from "./copy";
