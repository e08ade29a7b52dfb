import { toast } from 'sonner';
import { wantToaster } from '@/components/layout/toaster';

// The app's only way to show a toast (eslint refuses `sonner` elsewhere). Importing this module
// is what tells the layout's toaster to load, so pages that cannot toast do not download it.
wantToaster();

export { toast };
