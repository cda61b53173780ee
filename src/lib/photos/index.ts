/** Photos uploaded on the desk: stored, listed and drawn (see savePhoto.ts, store.ts, picture.ts). */
export { photoById, photosById, photosInAlbum, hidePhoto } from "./store";
export { savePhoto, checkPhotoInput, type PhotoMeta } from "./savePhoto";
export { photoPictureHtml, photoSrcset, photoFallbackSrc } from "./picture";
export { PhotoError, type Photo, type PhotoVariant } from "./types";
export { photoFiles, parseVariantFileName, variantFileName, variantUrl, PHOTO_ID } from "./files";
export { ARTICLE_ALBUM, albumService, isAlbum, isGalleryAlbum, serviceAlbum } from "./albums";
export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_WIDTHS } from "./limits";
