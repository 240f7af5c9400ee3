// The brand drawings load by dynamic import on first use (BrandIcon). In the view specs they are
// in before any view renders, so no late state update lands outside act() in every spec.
import { loadBrandIcons } from '@kit/ui';

beforeAll(() => loadBrandIcons());
