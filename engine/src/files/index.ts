export { checkUploadType, uploadExtensions, uploadSniffBytes, type AcceptedUploadType, type RefusedUploadType, type UploadKind } from './uploadType';
