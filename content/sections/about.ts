/** The about pages (/who-we-are): banner, who we are, values, vision and mission. */
import { field } from '../fields';
import { defineSection } from '../section';

export const aboutBanner = defineSection({
  key: 'about/banner',
  envelope: 'banner',
  title: 'Who-we-are banner',
  screen: 'about',
  page: '/who-we-are',
  fields: { banner: field.image('Banner image', { width: 1100, height: 500, maxKb: 50 }) },
});

/** The rest of the who-we-are page: introduction and certifications. */
export const whoWeAre = defineSection({
  key: 'about/who-we-are',
  envelope: 'whoWeAre',
  title: 'Who we are',
  screen: 'about',
  page: '/who-we-are',
  fields: {
    heading: field.text('Heading'),
    intro: field.richText('Introduction'),
    certifications: field.list('Certifications', 'Certification', {
      standard: field.text('Standard', 60),
      description: field.textarea('What it covers', 400),
    }),
  },
});

export const aboutValues = defineSection({
  key: 'about/values',
  envelope: 'values',
  title: 'Our values',
  screen: 'about',
  page: '/who-we-are',
  fields: {
    ourValues: field.textarea('Introduction to our values', 1000),
    canDo: field.textarea('Can-do attitude', 1000),
    proactive: field.textarea('Proactive problem solving', 1000),
    surpassing: field.textarea('Surpassing expectations', 1000),
    continuous: field.textarea('Continuous learning', 1000),
    responsibility: field.textarea('Responsibility and accountability', 1000),
  },
  aliases: { responsibilty: 'responsibility' },
});

export const visionMission = defineSection({
  key: 'about/vision-mission',
  envelope: 'visionMission',
  title: 'Vision and mission',
  screen: 'about',
  page: '/who-we-are',
  fields: {
    vision: field.textarea('Vision', 1000),
    mission: field.textarea('Mission', 1000),
  },
});

/** In the order the CMS shows them. */
export const sections = [aboutBanner, whoWeAre, aboutValues, visionMission] as const;
