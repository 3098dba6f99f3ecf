import type { Rating } from "../matching/profile.ts";
import type { DesignStyle } from "./constants.ts";

export interface DesignImage {
  id: string;
  /** The original; add `?w=&q=&f=` for a variant (see imageSrcSet). */
  imageUrl: string;
  width: number;
  height: number;
  isMain: boolean;
}

/** A portfolio item as the API shows it (spec 1 §3, plus typed amounts and the designer). */
export interface Design {
  id: string;
  title: string;
  description: string;
  style: DesignStyle[];
  /** Display strings such as 'HK$100,000'; null when the budget is not specified. */
  budget: { min: string; max: string | null } | null;
  budgetMin: number | null;
  budgetMax: number | null;
  isFeatured: boolean;
  /** Only a vetted designer's name links to their public page; the rating counts visible reviews. */
  designer: { id: string; name: string; isVetted: boolean; rating: Rating };
  images: DesignImage[];
  createdAt: string;
}

export interface DesignPage {
  items: Design[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}
