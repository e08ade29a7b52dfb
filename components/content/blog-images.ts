import type { StaticImageData } from 'next/image';
import type { BlogArticle } from '@/lib/blog/articles';
import calendar from '@/public/images/blog/annual-compliance-calendar.png';
import usLlc from '@/public/images/blog/delaware-wyoming-texas-llc.png';
import nigeria from '@/public/images/blog/nigeria-company-registration-guide.png';

/** Cover images, imported statically so next/image knows their size and blur placeholder. */
export const blogImages: Record<BlogArticle['image'], StaticImageData> = {
  'annual-compliance-calendar': calendar,
  'delaware-wyoming-texas-llc': usLlc,
  'nigeria-company-registration-guide': nigeria,
};
