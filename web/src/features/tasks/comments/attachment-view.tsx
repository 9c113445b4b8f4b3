import type { Attachment } from "@contract/comments";
import { ExternalLink, FileText } from "lucide-react";

const isImageName = (name: string) => /\.(jpe?g|png|gif)$/i.test(name);

/** A comment's attachment: an image thumbnail linking to the full picture, or a file or web link. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const isImage =
    attachment.type === "file" && (isImageName(attachment.name) || attachment.url.startsWith("data:image/"));
  if (isImage) {
    return (
      <a
        href={attachment.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-block max-w-full rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <img
          src={attachment.url}
          alt={attachment.name}
          loading="lazy"
          className="max-h-48 max-w-full rounded-md object-contain"
        />
      </a>
    );
  }
  const Icon = attachment.type === "link" ? ExternalLink : FileText;
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-2 inline-flex max-w-full items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="truncate" title={attachment.name}>
        {attachment.name}
      </span>
    </a>
  );
}
