import { Camera, MessageCircle, Send } from "lucide-react";
import type { ReactNode } from "react";
import type { SocialPlatform } from "../../../../shared/social";

/** Each platform's colour, darkened where needed so the white mark on it keeps 3:1 (WCAG non-text contrast). */
const BRANDS: Record<SocialPlatform, { background: string; mark: ReactNode }> = {
  facebook: { background: "bg-[#1877F2]", mark: <span className="text-lg leading-none font-bold">f</span> },
  twitter: { background: "bg-black", mark: <span className="text-base leading-none font-bold">X</span> },
  linkedin: { background: "bg-[#0A66C2]", mark: <span className="text-sm leading-none font-bold">in</span> },
  instagram: { background: "bg-[#C13584]", mark: <Camera aria-hidden className="h-4 w-4" /> },
  telegram: { background: "bg-[#0077B5]", mark: <Send aria-hidden className="h-4 w-4" /> },
  whatsapp: { background: "bg-[#128C7E]", mark: <MessageCircle aria-hidden className="h-4 w-4" /> },
};

/** The platform's mark in its colour, beside its name (decorative: the name is the text). */
export function BrandMark({ platform }: { platform: SocialPlatform }) {
  const brand = BRANDS[platform];
  return (
    <span aria-hidden className={`inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-white ${brand.background}`}>
      {brand.mark}
    </span>
  );
}
