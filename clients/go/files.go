package opensandbox

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"path"
	"strings"

	"github.com/opensandbox-ts/opensandbox-ts/clients/go/api/execd"
)

// FilesService reads and writes files inside the sandbox (Execd.Files).
type FilesService struct{ e *Execd }

// UploadFile is one file of an upload: where to write it (and its mode/owner), and its content.
type UploadFile struct {
	Metadata execd.FileMetadata
	Content  io.Reader
}

// Upload writes files in one multipart request: for each file a `metadata` part (JSON
// FileMetadata, sent as a file part with content type application/json) followed by a `file`
// part (application/octet-stream), paired by position as the spec requires. Contents are
// streamed; upload calls are bounded only by ctx.
func (s *FilesService) Upload(ctx context.Context, files ...UploadFile) error {
	if len(files) == 0 {
		return errors.New("uploadFile: no files")
	}
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		pw.CloseWithError(writeUploadForm(mw, files))
	}()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	resp, err := s.e.api().UploadFileWithBody(ctx, mw.FormDataContentType(), pr)
	pr.Close()
	if err != nil {
		return &TransportError{Op: "uploadFile", Err: err}
	}
	defer resp.Body.Close()
	if err := CheckResponse("uploadFile", resp); err != nil {
		return err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	return nil
}

func writeUploadForm(mw *multipart.Writer, files []UploadFile) error {
	for _, f := range files {
		meta, err := json.Marshal(f.Metadata)
		if err != nil {
			return err
		}
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="metadata"; filename="metadata"`)
		h.Set("Content-Type", "application/json")
		w, err := mw.CreatePart(h)
		if err != nil {
			return err
		}
		if _, err := w.Write(meta); err != nil {
			return err
		}
		h = textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="file"; filename="`+escapeQuotes(path.Base(f.Metadata.Path))+`"`)
		h.Set("Content-Type", "application/octet-stream")
		if w, err = mw.CreatePart(h); err != nil {
			return err
		}
		if f.Content != nil {
			if _, err := io.Copy(w, f.Content); err != nil {
				return err
			}
		}
	}
	return mw.Close()
}

var quoteEscaper = strings.NewReplacer("\\", "\\\\", `"`, "\\\"", "\r", "%0D", "\n", "%0A")

func escapeQuotes(s string) string { return quoteEscaper.Replace(s) }

// DownloadOptions selects part of a file; the zero value downloads it whole.
type DownloadOptions struct {
	// Range is sent as the Range header, e.g. "bytes=0-1023" (answer 206).
	Range string
	// Offset (1-based first line) and Limit (line count) select lines (text/plain answer).
	Offset, Limit *int
}

// Download is a file (or part of one) being received. Close Body when done.
type Download struct {
	Body          io.ReadCloser
	Status        int // 200, or 206 for a range
	Header        http.Header
	ContentLength int64
}

// Download opens a file for reading. The request timeout covers only the wait for the headers.
func (s *FilesService) Download(ctx context.Context, filePath string, opts *DownloadOptions) (*Download, error) {
	params := &execd.DownloadFileParams{Path: filePath}
	if opts != nil {
		params.Offset, params.Limit = opts.Offset, opts.Limit
		if opts.Range != "" {
			params.Range = &opts.Range
		}
	}
	st, err := openStream[struct{}](ctx, s.e.cfg.requestTimeout, "downloadFile", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().DownloadFile(ctx, params)
	})
	if err != nil {
		return nil, err
	}
	return &Download{Body: streamBody{st}, Status: st.resp.StatusCode, Header: st.resp.Header, ContentLength: st.resp.ContentLength}, nil
}

// streamBody reads a raw body and releases the request's context on Close.
type streamBody struct{ st *Stream[struct{}] }

func (b streamBody) Read(p []byte) (int, error) {
	n, err := b.st.resp.Body.Read(p)
	if err != nil && err != io.EOF {
		err = &TransportError{Op: "downloadFile", Err: err}
	}
	return n, err
}
func (b streamBody) Close() error { return b.st.Close() }

// ReadFile downloads a whole file into memory.
func (s *FilesService) ReadFile(ctx context.Context, filePath string) ([]byte, error) {
	d, err := s.Download(ctx, filePath, nil)
	if err != nil {
		return nil, err
	}
	defer d.Body.Close()
	return io.ReadAll(d.Body)
}

// Info returns the metadata of each path, keyed by path.
func (s *FilesService) Info(ctx context.Context, paths ...string) (map[string]execd.FileInfo, error) {
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "getFilesInfo", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().GetFilesInfo(ctx, &execd.GetFilesInfoParams{Path: paths})
	}, execd.ParseGetFilesInfoResult)
	if err != nil {
		return nil, err
	}
	v, err := need("getFilesInfo", resp, r.JSON200)
	if err != nil {
		return nil, err
	}
	return *v, nil
}

// List lists the entries below dir, down to depth levels (nil: 1).
func (s *FilesService) List(ctx context.Context, dir string, depth *int32) ([]execd.FileInfo, error) {
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "listDirectory", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().ListDirectory(ctx, &execd.ListDirectoryParams{Path: dir, Depth: depth})
	}, execd.ParseListDirectoryResult)
	if err != nil {
		return nil, err
	}
	v, err := need("listDirectory", resp, r.JSON200)
	if err != nil {
		return nil, err
	}
	return *v, nil
}

// Search returns the files below dir whose name matches pattern (a glob; "" means all).
func (s *FilesService) Search(ctx context.Context, dir, pattern string) ([]execd.FileInfo, error) {
	params := &execd.SearchFilesParams{Path: dir}
	if pattern != "" {
		params.Pattern = &pattern
	}
	r, resp, err := invoke(ctx, s.e.cfg.requestTimeout, "searchFiles", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().SearchFiles(ctx, params)
	}, execd.ParseSearchFilesResult)
	if err != nil {
		return nil, err
	}
	v, err := need("searchFiles", resp, r.JSON200)
	if err != nil {
		return nil, err
	}
	return *v, nil
}

// Delete removes files (not directories).
func (s *FilesService) Delete(ctx context.Context, paths ...string) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "removeFiles", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().RemoveFiles(ctx, &execd.RemoveFilesParams{Path: paths})
	}, execd.ParseRemoveFilesResult)
	return err
}

// MakeDirs creates directories (with parents), applying each one's mode and owner.
func (s *FilesService) MakeDirs(ctx context.Context, dirs execd.PermissionMap) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "makeDirs", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().MakeDirs(ctx, dirs)
	}, execd.ParseMakeDirsResult)
	return err
}

// RemoveDirs deletes directories with everything in them.
func (s *FilesService) RemoveDirs(ctx context.Context, paths ...string) error {
	_, _, err := invoke(ctx, s.e.cfg.requestTimeout, "removeDirs", func(ctx context.Context) (*http.Response, error) {
		return s.e.api().RemoveDirs(ctx, &execd.RemoveDirsParams{Path: paths})
	}, execd.ParseRemoveDirsResult)
	return err
}
