export { checkUploadType, uploadExtensions, uploadLimitMegabytes, uploadSniffBytes, type AcceptedUploadType, type RefusedUploadType, type UploadKind } from './uploadType';
