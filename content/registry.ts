/**
 * The content registry: every section and collection of the site, declared once.
 * Generic code turns these into database rows, REST routes, CMS editors and typed reads.
 */
import type { z } from 'zod';
import { atexPowerPanels } from './collections/atex-power-panels';
import { blogPosts } from './collections/blog';
import { caseStudies } from './collections/case-studies';
import { partners } from './collections/partners';
import * as about from './sections/about';
import { catalogueSections } from './sections/catalogue';
import * as home from './sections/home';
import { industrialProductSections } from './sections/industrial-products';
import * as landings from './sections/landings';
import { lightsIndustriesSections } from './sections/lights-industries';
import { productSections } from './sections/products';
import * as services from './sections/services';
import { sitePageSections } from './sections/site-pages';

export const sectionList = [
  home.siteSettings,
  home.heroText,
  home.heroImageOne,
  home.heroImageTwo,
  home.heroImageThree,
  home.homePage,
  home.homeServices,
  home.homeWhy,
  home.homeVideo,
  home.footer,
  about.aboutBanner,
  about.whoWeAre,
  about.aboutValues,
  about.visionMission,
  services.servicesPage,
  services.fabricationImage,
  services.installationImage,
  services.maintenanceImage,
  landings.powerProtectionLanding,
  landings.cableManagementLanding,
  ...productSections,
  ...catalogueSections,
  ...industrialProductSections,
  ...lightsIndustriesSections,
  ...sitePageSections,
] as const;

export type AnySection = (typeof sectionList)[number];
export type SectionKey = AnySection['key'];
export type SectionOf<K extends SectionKey> = Extract<AnySection, { key: K }>;
export type SectionData<K extends SectionKey> = z.infer<SectionOf<K>['schema']>;

export const sectionsByKey = new Map<string, AnySection>(sectionList.map((s) => [s.key, s]));

export const collections = { blogPosts, caseStudies, partners, atexPowerPanels } as const;
export type CollectionName = keyof typeof collections;
export type CollectionData<N extends CollectionName> = z.infer<(typeof collections)[N]['schema']>;
