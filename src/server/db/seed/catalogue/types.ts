import type { DesignStyle } from "#shared/designs/constants.ts";
import type { HkDistrict } from "#shared/matching/districts.ts";
import type { RoomKind } from "../illustrations/index.ts";

export type { RoomKind };

export interface DemoDesigner {
  /** Stable key the demo designs point at. */
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** The bio in English, Chinese or both. */
  bioEn?: string;
  bioZh?: string;
  yearsExperience: number;
  specialties: DesignStyle[];
  districts: HkDistrict[];
}

/** A design's title and description in one language. */
export interface DemoText {
  title: string;
  description: string;
}

export interface DemoDesignImage {
  room: RoomKind;
  /** Unique across the whole catalogue, numbered in order of appearance. */
  variant: number;
}

export interface DemoDesign {
  designerKey: string;
  title: string;
  description: string;
  styles: DesignStyle[];
  /** Whole HK$; null with budgetMax null means "Budget not specified". */
  budgetMin: number | null;
  /** Whole HK$; null with a budgetMin means an open-ended budget. */
  budgetMax: number | null;
  isFeatured: boolean;
  /** How many days before the seed run the design was published. */
  ageDays: number;
  /** The first image shows the main room of the project. */
  images: DemoDesignImage[];
}
