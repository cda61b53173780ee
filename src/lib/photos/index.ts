/** Photos uploaded on the desk: stored, listed and drawn (see store.ts, picture.ts). */
export {
  photoById,
  photosInAlbum,
  hidePhoto,
  savePhoto,
  checkPhotoInput,
  type PhotoMeta,
} from "./store";
export { photoPictureHtml, photoSrcset, photoFallbackSrc } from "./picture";
export { PhotoError, type Photo, type PhotoVariant } from "./types";
export { photosDir, parseVariantFileName, variantFileName, variantUrl, PHOTO_ID } from "./files";
export { ARTICLE_ALBUM, albumService, isAlbum, isGalleryAlbum, serviceAlbum } from "./albums";
export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_WIDTHS } from "./limits";
