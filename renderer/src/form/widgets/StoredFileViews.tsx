import { Modal } from 'antd';
import { useState } from 'react';
import type { StoredFile } from '../types';
import { isApiFile, safeHref } from './storedFiles';
import { downloadStoredFile } from './useFileObjectUrls';

interface FileViewProps {
  file: StoredFile;
  readFile: ((url: string) => Promise<Blob>) | undefined;
}

/** One stored file as a link: an API file downloads through `readFile` (with the session), another one is a plain safe link. */
export function StoredFileLink({ file, readFile }: FileViewProps) {
  if (readFile && isApiFile(file.url)) {
    return (
      <a href={file.url} onClick={(event) => { event.preventDefault(); void downloadStoredFile(file, readFile); }}>{file.name}</a>
    );
  }
  const href = safeHref(file.url);
  return href ? <a href={href} target="_blank" rel="noreferrer noopener">{file.name}</a> : <>{file.name}</>;
}

/** A picture shown large over the page (an image field's preview). */
export function ImagePreview({ name, src, onClose }: { name: string; src: string | undefined; onClose(): void }) {
  return (
    <Modal open={src !== undefined} title={name} footer={null} onCancel={onClose} width={720} destroyOnHidden>
      {src && <img src={src} alt={name} className="wharf-image-preview" style={{ maxWidth: '100%' }} />}
    </Modal>
  );
}

/** An image field's pictures in view mode: thumbnails that open a preview; a picture not (yet) readable shows its name. */
export function ImageThumbnails({ files, objectUrls }: { files: readonly StoredFile[]; objectUrls: ReadonlyMap<string, string> }) {
  const [previewed, setPreviewed] = useState<StoredFile>();
  const srcOf = (file: StoredFile) => objectUrls.get(file.url) ?? (isApiFile(file.url) ? undefined : safeHref(file.url));
  return (
    <span className="wharf-image-thumbnails" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
      {files.map((file) => {
        const src = srcOf(file);
        return src ? (
          <button key={file.url} type="button" className="wharf-image-thumbnail" style={{ padding: 0, border: '1px solid #d9d9d9', background: 'none', cursor: 'zoom-in' }} onClick={() => setPreviewed(file)}>
            <img src={src} alt={file.name} style={{ width: 96, height: 96, objectFit: 'cover', display: 'block' }} />
          </button>
        ) : (
          <span key={file.url}>{file.name}</span>
        );
      })}
      <ImagePreview name={previewed?.name ?? ''} src={previewed ? srcOf(previewed) : undefined} onClose={() => setPreviewed(undefined)} />
    </span>
  );
}
