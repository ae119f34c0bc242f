import { useState } from 'react';

import { feedback } from '@/lib/feedback';

import { richTextI18n } from './i18n';
import {
  DEFAULT_MAX_IMAGE_SIZE,
  oversized,
  resourceHtml,
  type ResourceKind,
  type RichTextResource,
} from './resource-html';
import { VideoCodeDialog } from './VideoCodeDialog';

export type PickResource = (kind: ResourceKind) => Promise<RichTextResource[] | undefined>;

const mb = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`;

/**
 * The CMS insertions both editors offer (TinyMCE toolbar buttons, the fallback's buttons): resources
 * from the page's picker (images over the size limit refused) and third-party video code.
 */
export function useInsertions(
  insert: (html: string) => void,
  onPickResource: PickResource | undefined,
  maxImageSize = DEFAULT_MAX_IMAGE_SIZE,
) {
  const t = richTextI18n.useT();
  const [videoOpen, setVideoOpen] = useState(false);
  const pick = async (kind: ResourceKind) => {
    if (!onPickResource) return;
    const picked = await onPickResource(kind);
    if (!picked?.length) return;
    const tooLarge = oversized(kind, picked, maxImageSize);
    if (tooLarge.length) {
      feedback.error(
        t('imageTooLarge', { size: mb(maxImageSize), names: tooLarge.map((r) => r.name).join(', ') }),
      );
    }
    const html = picked
      .filter((r) => !tooLarge.includes(r))
      .map((r) => resourceHtml(kind, r))
      .join('');
    if (html) insert(kind === 'image' ? `<p>${html}</p>` : html);
  };
  const dialog = (
    <VideoCodeDialog
      open={videoOpen}
      onCancel={() => setVideoOpen(false)}
      onOk={(html) => {
        setVideoOpen(false);
        insert(html);
      }}
    />
  );
  return { pick, openVideoCode: () => setVideoOpen(true), dialog, canPick: !!onPickResource };
}
