#ifdef __cplusplus
extern "C" {
#endif
struct zx_code {
	char *text; /* malloc'd, text_len bytes (a code's text may hold NUL bytes): zx_free frees it */
	int text_len;
	int x[4], y[4]; /* top-left, top-right, bottom-right, bottom-left */
};
int zx_read(const unsigned char *pix, int w, int h, int stride, int harder, struct zx_code *out, int max);
void zx_free(struct zx_code *out, int n);
#ifdef __cplusplus
}
#endif
