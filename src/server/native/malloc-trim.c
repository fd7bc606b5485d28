/*
 * glibc's malloc_trim(0) for the idle server (src/server/native/malloc-trim.ts, decision 0034).
 * Freed memory in the middle of malloc's heap stays resident until something asks for it back;
 * malloc_trim hands every whole free page to the system. Node offers no way to call it, so this is
 * a Node-API addon of one function. It declares the four Node-API symbols it uses instead of
 * including node_api.h: it builds with a bare C compiler, no headers or node-gyp to fetch, and
 * Node resolves the symbols when it loads the file (ABI-stable across Node versions).
 */
#include <malloc.h>
#include <stddef.h>
#include <stdint.h>

typedef struct napi_env__ *napi_env;
typedef struct napi_value__ *napi_value;
typedef struct napi_callback_info__ *napi_callback_info;
typedef napi_value (*napi_callback)(napi_env, napi_callback_info);
extern int napi_create_function(napi_env, const char *, size_t, napi_callback, void *, napi_value *);
extern int napi_set_named_property(napi_env, napi_value, const char *, napi_value);
extern int napi_get_boolean(napi_env, _Bool, napi_value *);

/* mallocTrim(): true when memory was handed back. */
static napi_value trim(napi_env env, napi_callback_info info) {
  (void)info;
  napi_value result;
  napi_get_boolean(env, malloc_trim(0) == 1, &result);
  return result;
}

/* Node-API version 8, the default of a module built against node_api.h without NAPI_VERSION. */
int32_t node_api_module_get_api_version_v1(void) { return 8; }

napi_value napi_register_module_v1(napi_env env, napi_value exports) {
  napi_value fn;
  if (napi_create_function(env, "mallocTrim", 10, trim, NULL, &fn) == 0)
    napi_set_named_property(env, exports, "mallocTrim", fn);
  return exports;
}
